import { Text } from '@chakra-ui/react';
import { path } from '../../app/paths';
import { AppLink } from '../ui/app-link';

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
