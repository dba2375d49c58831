import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { system } from '../theme/system';
import { AuthActor, appAuthLogic } from './auth-actor';
import { inspect } from './inspect';

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      <AuthActor.Provider logic={appAuthLogic} options={{ inspect }}>
        {children}
      </AuthActor.Provider>
    </ChakraProvider>
  );
}
