/** Chakra's switch and its machine, in a chunk of their own. */
export { Switch } from '@chakra-ui/react';
