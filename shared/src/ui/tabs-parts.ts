/** Chakra's tabs and their machine, in a chunk of their own. */
export { Tabs } from '@chakra-ui/react';
