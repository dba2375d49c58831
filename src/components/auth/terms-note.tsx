import { Text } from '@chakra-ui/react';
import { path } from '#src/routing/paths.ts';
import { AppLink } from '#src/components/ui/app-link.tsx';

/** The terms and privacy links every auth page shows. */
export function TermsLinks() {
  return (
    <>
      <AppLink to={path.termsOfService}>Terms of Service</AppLink> and{' '}
      <AppLink to={path.privacyPolicy}>Privacy Policy</AppLink>
    </>
  );
}

export function TermsNote() {
  return (
    <Text textStyle="sm" color="fg.muted">
      By continuing you agree to Voltbay&apos;s <TermsLinks />.
    </Text>
  );
}
