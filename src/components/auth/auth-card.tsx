import { Card, Container, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { PageMeta } from '#src/components/ui/page-meta.tsx';

interface AuthCardProps {
  title: string;
  description: string;
  children: ReactNode;
}

/** The frame every auth page shares: a centred card with the page's heading. */
export function AuthCard({ title, description, children }: AuthCardProps) {
  return (
    <Container maxW="md" py={{ base: '6', md: '12' }} px={{ base: '4', sm: '6' }}>
      <PageMeta title={title} description={description} />
      <Card.Root>
        <Card.Body>
          <Stack gap="6">
            <Stack gap="1">
              <Heading as="h1" size="2xl">
                {title}
              </Heading>
              <Text color="fg.muted">{description}</Text>
            </Stack>
            {children}
          </Stack>
        </Card.Body>
      </Card.Root>
    </Container>
  );
}
