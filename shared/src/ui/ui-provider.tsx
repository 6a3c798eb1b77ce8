import { ChakraProvider } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { providedSystem } from './system';

export function UiProvider({ children }: { children: ReactNode }) {
  const [value] = useState(providedSystem);
  return <ChakraProvider value={value}>{children}</ChakraProvider>;
}
