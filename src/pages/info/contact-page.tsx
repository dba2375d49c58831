import { Link, Stack, Text } from '@chakra-ui/react';
import { InfoPage, InfoSection } from '../../components/content/info-page';
import { PhoneLink } from '../../components/content/phone-link';
import { StoreList } from '../../components/content/store-list';
import { usePageContent } from '../../components/content/use-page-content';
import { contactText } from '../../content/info-text';
import { loadPage } from '../../content/pages';
import { shop } from '../../content/shop';
import { ContactForm } from './contact-form';

export const contactLoader = () => loadPage('contact');

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
