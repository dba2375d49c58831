import { Link, Stack, Text } from '@chakra-ui/react';
import { InfoPage, InfoSection } from '#src/components/content/info-page.tsx';
import { PhoneLink } from '#src/components/content/phone-link.tsx';
import { StoreList } from '#src/components/content/store-list.tsx';
import { usePageContent } from '#src/components/content/use-page-content.ts';
import { contactText } from '#src/content/info-text.ts';
import { loadPage } from '#src/content/pages/index.ts';
import { shop } from '#src/content/shop.ts';
import { ContactForm } from '#src/features/contact/contact-form.tsx';
import type { PageRoute } from '#src/routing/load-page-module.ts';

const contactLoader = () => loadPage('contact');

/** Contact (/contact, /contact-us): phone, e-mail, a message form and the stores. */
export function ContactPage() {
  return (
    <InfoPage content={usePageContent()}>
      <InfoSection title={contactText.reachUs}>
        <Stack gap="1">
          <Text>
            {contactText.phone}: <PhoneLink phone={shop.supportPhone} />
          </Text>
          <Text>
            {contactText.email}:{' '}
            <Link
              href={`mailto:${shop.email}`}
              variant="underline"
              color="brand.fg"
              fontWeight="medium"
            >
              {shop.email}
            </Link>
          </Text>
        </Stack>
      </InfoSection>
      <InfoSection title={contactText.formTitle}>
        <ContactForm />
      </InfoSection>
      <InfoSection title={contactText.stores}>
        <StoreList headingLevel="h3" />
      </InfoSection>
    </InfoPage>
  );
}

/** The route's part that lives here (src/app/router.tsx loads it on first visit). */
export const route: PageRoute = { loader: contactLoader, Component: ContactPage };
