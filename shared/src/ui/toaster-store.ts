import { createToaster } from '@chakra-ui/react';

/** The page's one toast store: any remote calls `toaster.create({ title, description, type })`. */
export const toaster = createToaster({ placement: 'bottom-end', pauseOnPageIdle: true });
