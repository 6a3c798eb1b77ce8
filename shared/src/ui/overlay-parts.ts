/** Chakra's dialog and drawer and the dialog machine they share, in a chunk of their own. */
export { Dialog, Drawer } from '@chakra-ui/react';
