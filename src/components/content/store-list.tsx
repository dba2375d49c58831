import { hoursText } from '#shop-api/store-hours.ts';
import { Card, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { storeText } from '#src/content/info-text.ts';
import { shop } from '#src/content/shop.ts';
import { PhoneLink } from './phone-link.tsx';

/** The shop's four stores (content/shop.ts): name, address, opening hours and phone. */
export function StoreList({ headingLevel }: { headingLevel: 'h2' | 'h3' }) {
  return (
    <SimpleGrid as="ul" columns={{ base: 1, md: 2 }} gap="4">
      {shop.stores.map((store) => (
        <Card.Root as="li" key={store.name}>
          <Card.Body gap="3">
            <Heading as={headingLevel} size="lg">
              {store.name}
            </Heading>
            <Stack as="address" gap="0" fontStyle="normal">
              {store.address.map((line) => (
                <Text key={line}>{line}</Text>
              ))}
            </Stack>
            <Stack gap="0">
              <Text fontWeight="semibold">{storeText.hours}</Text>
              {hoursText(store).map(({ days, time }) => (
                <Text key={days}>
                  {days}: {time}
                </Text>
              ))}
            </Stack>
            <Text>
              {storeText.phone}: <PhoneLink phone={store.phone} />
            </Text>
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}
