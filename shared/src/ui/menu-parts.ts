/** Chakra's menu and its machine (with the floating positioning), in a chunk of their own. */
export { Menu } from '@chakra-ui/react';
