import { Heading, Link, List, Stack, Text } from '@chakra-ui/react';
import type { Block, Inline } from '#src/content/markdown.ts';
import { AppLink } from '#src/components/ui/app-link.tsx';

function InlineNode({ node }: { node: Inline }) {
  switch (node.type) {
    case 'text':
      return node.text;
    case 'strong':
      return (
        <strong>
          <InlineView nodes={node.children} />
        </strong>
      );
    case 'emphasis':
      return (
        <em>
          <InlineView nodes={node.children} />
        </em>
      );
    case 'link':
      return node.inApp ? (
        <AppLink to={node.href} variant="underline">
          <InlineView nodes={node.children} />
        </AppLink>
      ) : (
        <Link
          href={node.href}
          variant="underline"
          color="brand.fg"
          fontWeight="medium"
          // The parser lets only https:, mailto: and tel: through; a web page gets no opener.
          rel={/^https:/i.test(node.href) ? 'noopener noreferrer' : undefined}
        >
          <InlineView nodes={node.children} />
        </Link>
      );
  }
}

/** Inline markdown (text, bold, italic, links) as React elements: never as HTML. */
export function InlineView({ nodes }: { nodes: readonly Inline[] }) {
  return nodes.map((node, index) => <InlineNode key={index} node={node} />);
}

function BlockView({ block }: { block: Block }) {
  switch (block.type) {
    case 'heading':
      return block.level === 2 ? (
        <Heading as="h2" size="xl" mt="4">
          <InlineView nodes={block.children} />
        </Heading>
      ) : (
        <Heading as="h3" size="md" mt="2">
          <InlineView nodes={block.children} />
        </Heading>
      );
    case 'paragraph':
      return (
        <Text>
          <InlineView nodes={block.children} />
        </Text>
      );
    case 'list':
      return (
        <List.Root as={block.ordered ? 'ol' : 'ul'} ps="5" gap="2">
          {block.items.map((item, index) => (
            <List.Item key={index}>
              <InlineView nodes={item} />
            </List.Item>
          ))}
        </List.Root>
      );
  }
}

/** A page's markdown blocks (see content/markdown.ts), drawn with Chakra. */
export function MarkdownView({ blocks }: { blocks: readonly Block[] }) {
  return (
    <Stack gap="4" lineHeight="tall">
      {blocks.map((block, index) => (
        <BlockView key={index} block={block} />
      ))}
    </Stack>
  );
}
