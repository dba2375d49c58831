import {
  Box,
  Container,
  Flex,
  Heading,
  Link,
  SimpleGrid,
  Stack,
  Text,
  useRecipe,
  type SystemStyleObject,
} from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { footerText } from '#src/content/messages.ts';
import { shop } from '#src/content/shop.ts';
import { drawnWhenNear } from '#src/components/ui/drawn-when-near.ts';

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack as="section" gap="3" aria-label={title}>
      <Heading
        as="h2"
        textStyle="sm"
        fontWeight="semibold"
        textTransform="uppercase"
        letterSpacing="wide"
      >
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

/**
 * The footer's lists of links style their links (Chakra's link recipe, muted): plain anchors under
 * one styled list, not a styled component per link, so the footer's ~25 links cost Emotion
 * nothing when the footer renders or hydrates.
 */
function useLinkList(): SystemStyleObject {
  const link = useRecipe({ key: 'link' })({});
  return { listStyleType: 'none', '& a': { ...link, textStyle: 'sm', color: 'fg.muted' } };
}

function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

/** The footer, every detail from the shop config (content/shop.ts). */
export function SiteFooter() {
  const linkList = useLinkList();
  return (
    <Box
      as="footer"
      bg="bg.subtle"
      borderTopWidth="1px"
      mt="16"
      css={drawnWhenNear({ base: '1635px', sm: '1080px', md: '978px', lg: '646px' })}
    >
      <Container maxW="7xl" py="10">
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="8">
          <Column title={footerText.contact}>
            <Text textStyle="sm" color="fg.muted">
              {shop.tagline}
            </Text>
            <Stack gap="1" textStyle="sm">
              <Text>
                {footerText.support}{' '}
                <Link href={`tel:${shop.supportPhone.dial}`} fontWeight="medium">
                  {shop.supportPhone.display}
                </Link>
              </Text>
              <Text>
                {footerText.email}{' '}
                <Link href={`mailto:${shop.email}`} fontWeight="medium">
                  {shop.email}
                </Link>
              </Text>
            </Stack>
          </Column>
          {shop.footerLinks.map((column) => (
            <Column key={column.title} title={column.title}>
              <Stack as="ul" gap="2" css={linkList}>
                {column.links.map((link) => (
                  <li key={link.to}>
                    <RouterLink to={link.to}>{link.label}</RouterLink>
                  </li>
                ))}
              </Stack>
            </Column>
          ))}
        </SimpleGrid>

        <Box mt="10">
          <Column title={footerText.stores}>
            <SimpleGrid
              as="ul"
              listStyleType="none"
              columns={{ base: 1, sm: 2, lg: 4 }}
              gap="6"
              mt="2"
            >
              {shop.stores.map((store) => (
                <Box as="li" key={store.name} textStyle="sm">
                  <Text fontWeight="semibold">{store.name}</Text>
                  {/* One element, its lines kept: not a styled element per line. */}
                  <Box as="address" fontStyle="normal" color="fg.muted" whiteSpace="pre-line">
                    {store.address.join('\n')}
                  </Box>
                </Box>
              ))}
            </SimpleGrid>
          </Column>
        </Box>

        <Flex
          mt="10"
          pt="6"
          borderTopWidth="1px"
          gap="6"
          direction={{ base: 'column', md: 'row' }}
          justify="space-between"
        >
          <Stack gap="2">
            <Text textStyle="sm" fontWeight="semibold">
              {footerText.followUs}
            </Text>
            <Flex as="ul" wrap="wrap" gapX="4" gapY="1" css={linkList}>
              {shop.social.map(({ network, url }) => (
                <li key={network}>
                  <ExternalLink href={url}>{network}</ExternalLink>
                </li>
              ))}
            </Flex>
          </Stack>
          <Stack gap="2">
            <Text textStyle="sm" fontWeight="semibold">
              {footerText.getTheApp}
            </Text>
            <Flex as="ul" wrap="wrap" gapX="4" gapY="1" css={linkList}>
              {shop.appStores.map(({ store, url }) => (
                <li key={store}>
                  <ExternalLink href={url}>{store}</ExternalLink>
                </li>
              ))}
            </Flex>
          </Stack>
        </Flex>

        <Text mt="8" textStyle="sm" color="fg.muted">
          {footerText.copyright(shop.copyrightYear, shop.name)}
        </Text>
      </Container>
    </Box>
  );
}
