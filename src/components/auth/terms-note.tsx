import { Text } from '@chakra-ui/react';
import { path } from '#src/routing/paths.ts';
import { AppLink } from '#src/components/ui/app-link.tsx';
import { termsText } from '#src/content/auth.ts';

/** The terms and privacy links every auth page shows. */
export function TermsLinks() {
  return (
    <>
      <AppLink to={path.termsOfService}>{termsText.termsOfService}</AppLink> {termsText.and}{' '}
      <AppLink to={path.privacyPolicy}>{termsText.privacyPolicy}</AppLink>
    </>
  );
}

export function TermsNote() {
  return (
    <Text textStyle="sm" color="fg.muted">
      {termsText.agreeByContinuing} <TermsLinks />.
    </Text>
  );
}
