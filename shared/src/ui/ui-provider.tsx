import { ChakraProvider } from '@chakra-ui/react';
import { CacheProvider } from '@emotion/react';
import { useState, type ReactNode } from 'react';
import { createUiEmotionCache } from './emotion-cache';
import { providedSystem } from './system';

export function UiProvider({ children }: { children: ReactNode }) {
  const [cache] = useState(createUiEmotionCache);
  const [value] = useState(providedSystem);
  return (
    <CacheProvider value={cache}>
      <ChakraProvider value={value}>{children}</ChakraProvider>
    </CacheProvider>
  );
}
