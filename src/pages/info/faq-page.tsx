import { Box } from '@chakra-ui/react';
import { InfoPage } from '#src/components/content/info-page.tsx';
import { InlineView, MarkdownView } from '#src/components/content/markdown-view.tsx';
import { usePageContent } from '#src/components/content/use-page-content.ts';
import { AccordionList } from '#src/components/ui/accordion-list.tsx';
import { splitSections } from '#src/content/markdown.ts';
import { loadPage } from '#src/content/pages/index.ts';
import type { PageRoute } from '#src/routing/load-page-module.ts';

const faqLoader = () => loadPage('faq');

/** The FAQ: each `## question` of faq.md is an item of an accordion, one open at a time. */
export function FaqPage() {
  const content = usePageContent();
  const { intro, sections } = splitSections(content.blocks);
  return (
    <InfoPage content={{ ...content, blocks: intro }}>
      <AccordionList
        items={sections.map((section, index) => ({
          value: `question-${index}`,
          title: (
            <Box as="span" flex="1" fontWeight="semibold">
              <InlineView nodes={section.heading} />
            </Box>
          ),
          content: <MarkdownView blocks={section.blocks} />,
        }))}
      />
    </InfoPage>
  );
}

/** The route's part that lives here (src/app/router.tsx loads it on first visit). */
export const route: PageRoute = { loader: faqLoader, Component: FaqPage };
