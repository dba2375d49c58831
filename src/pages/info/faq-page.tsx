import { Box } from '@chakra-ui/react';
import { InfoPage } from '../../components/content/info-page';
import { InlineView, MarkdownView } from '../../components/content/markdown-view';
import { usePageContent } from '../../components/content/use-page-content';
import { AccordionList } from '../../components/ui/accordion-list';
import { splitSections } from '../../content/markdown';
import { loadPage } from '../../content/pages';

export const faqLoader = () => loadPage('faq');

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
