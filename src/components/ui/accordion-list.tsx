import { Accordion, chakra, type AccordionRootProps } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import type { ReactNode } from 'react';
import { accordionMachine } from '#machines/accordion/accordion.machine.ts';
import { selectOpenItem } from '#machines/accordion/accordion.selectors.ts';
import { inspect } from '#src/actors/inspect.ts';
import { ChevronDownIcon } from './icons.tsx';

interface AccordionListItem {
  /** Unique within the list. */
  value: string;
  title: ReactNode;
  content: ReactNode;
}

interface AccordionListProps extends Pick<AccordionRootProps, 'variant' | 'size'> {
  items: readonly AccordionListItem[];
}

/** Sections of which one at most is open, on the accordion machine; Chakra only draws them. */
export function AccordionList({ items, ...rootProps }: AccordionListProps) {
  const [snapshot, send] = useMachine(accordionMachine, {
    input: {},
    inspect,
    systemId: 'accordion',
  });
  const openItem = selectOpenItem(snapshot);

  return (
    <Accordion.Root
      {...rootProps}
      collapsible
      value={openItem === null ? [] : [openItem]}
      onValueChange={({ value }) => {
        // Chakra reports the new set of open items; the machine wants the one that was toggled.
        const toggled = value.find((item) => item !== openItem) ?? openItem;
        if (toggled !== null) send({ type: 'item.toggle', item: toggled });
      }}
    >
      {items.map((item) => (
        <Accordion.Item key={item.value} value={item.value}>
          <Accordion.ItemTrigger cursor="pointer" justifyContent="space-between" textAlign="start">
            {item.title}
            {/* A span, not Chakra's div: a button holds phrasing content only. */}
            <Accordion.ItemIndicator asChild>
              <chakra.span display="inline-flex">
                <ChevronDownIcon />
              </chakra.span>
            </Accordion.ItemIndicator>
          </Accordion.ItemTrigger>
          <Accordion.ItemContent>
            <Accordion.ItemBody>{item.content}</Accordion.ItemBody>
          </Accordion.ItemContent>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
