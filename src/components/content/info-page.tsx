import { Container, Heading, Stack, type ContainerProps } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import type { PageContent } from '#src/content/pages/index.ts';
import { PageMeta } from '#src/components/ui/page-meta.tsx';
import { MarkdownView } from './markdown-view.tsx';

interface InfoPageProps {
  content: PageContent;
  /** Text reads best at about 3xl; a grid of cards may take more. */
  maxW?: ContainerProps['maxW'];
  /** What the page shows after its text: a form, the stores, the questions. */
  children?: ReactNode;
}

/** The frame of an information page: its title (the one h1), meta, markdown text and more. */
export function InfoPage({ content, maxW = '3xl', children }: InfoPageProps) {
  return (
    <Container
      maxW={maxW}
      py={{ base: '8', md: '12' }}
      px={{ base: '4', sm: '6' }}
      // Long words, e-mail addresses and links wrap instead of widening a narrow screen.
      overflowWrap="anywhere"
    >
      <PageMeta title={content.title} description={content.description} />
      <Stack gap="10">
        <Stack gap="4">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            {content.title}
          </Heading>
          <MarkdownView blocks={content.blocks} />
        </Stack>
        {children}
      </Stack>
    </Container>
  );
}

/** A titled part of an information page, named by its h2 for assistive technology. */
export function InfoSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Stack as="section" aria-labelledby={headingId} gap="4">
      <Heading as="h2" size="xl" id={headingId}>
        {title}
      </Heading>
      {children}
    </Stack>
  );
}
