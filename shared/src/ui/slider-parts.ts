/** Chakra's slider and its machine, in a chunk of their own. */
export { Slider } from '@chakra-ui/react';
