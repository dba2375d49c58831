import { ChakraProvider } from '@chakra-ui/react';
import { Suspense, type ReactNode } from 'react';
import { AuthToasts } from '../components/auth/auth-toasts';
import { LazyToaster } from '../components/ui/notify';
import { system } from '../theme/system';
import { AuthActor, appAuthLogic } from './auth-actor';
import { CartActor } from './cart-actor';
import { inspect } from './inspect';

interface AppProvidersProps {
  children: ReactNode;
  /** The session logic; tests pass one whose identity service they drive. */
  authLogic?: typeof appAuthLogic;
}

/** What every page runs inside: the theme, the session, the cart, and the toasts. */
export function AppProviders({ children, authLogic = appAuthLogic }: AppProvidersProps) {
  return (
    <ChakraProvider value={system}>
      <AuthActor.Provider logic={authLogic} options={{ inspect }}>
        <CartActor.Provider options={{ inspect }}>{children}</CartActor.Provider>
        <AuthToasts />
        <Suspense fallback={null}>
          <LazyToaster />
        </Suspense>
      </AuthActor.Provider>
    </ChakraProvider>
  );
}
