import { chakra, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface Choice {
  value: string;
  label: string;
  description: ReactNode;
  /** It cannot be chosen now; its description says why. */
  disabled?: boolean;
}

interface ChoiceCardsProps {
  /** The group's name for the browser (one radio group) and its visible legend. */
  name: string;
  legend: string;
  choices: readonly Choice[];
  value: string;
  onChange: (value: string) => void;
  /** A message under the legend when nothing was chosen; read out with the group. */
  error?: string | undefined;
}

/**
 * One of a few choices, each a card with a description: native radio buttons in a fieldset, so
 * arrow keys move between them and the legend names the group, with no component theme to load.
 */
export function ChoiceCards({ name, legend, choices, value, onChange, error }: ChoiceCardsProps) {
  const errorId = `${name}-error`;
  return (
    <chakra.fieldset aria-describedby={error ? errorId : undefined}>
      <chakra.legend fontWeight="semibold" mb="2">
        {legend}
      </chakra.legend>
      {error && (
        <Text id={errorId} role="alert" color="fg.error" textStyle="sm" mb="2">
          {error}
        </Text>
      )}
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        {choices.map((choice) => (
          <chakra.label
            key={choice.value}
            display="flex"
            gap="3"
            alignItems="flex-start"
            p="4"
            borderWidth="1px"
            borderColor="border.emphasized"
            rounded="l2"
            cursor="pointer"
            colorPalette="blue"
            css={{
              '&:has(input:checked)': {
                borderColor: 'colorPalette.solid',
                boxShadow: '0 0 0 1px var(--chakra-colors-color-palette-solid)',
                bg: 'colorPalette.subtle',
              },
              // Its text stays at full contrast: it says why it cannot be chosen.
              '&:has(input:disabled)': { cursor: 'not-allowed', borderStyle: 'dashed' },
              '&:has(input:focus-visible)': {
                outline: '2px solid',
                outlineColor: 'colorPalette.focusRing',
                outlineOffset: '2px',
              },
            }}
          >
            <chakra.input
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              disabled={choice.disabled}
              onChange={() => onChange(choice.value)}
              mt="1"
              w="4"
              h="4"
              flexShrink="0"
              accentColor="colorPalette.solid"
            />
            <Stack gap="1">
              <Text fontWeight="semibold">{choice.label}</Text>
              <Text textStyle="sm" color="fg.muted">
                {choice.description}
              </Text>
            </Stack>
          </chakra.label>
        ))}
      </SimpleGrid>
    </chakra.fieldset>
  );
}
