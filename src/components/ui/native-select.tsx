import { chakra, useRecipe, type HTMLChakraProps } from '@chakra-ui/react';
import type { Ref } from 'react';
import { ChevronDownIcon } from './icons.tsx';

type NativeSelectProps = HTMLChakraProps<'select'> & {
  size?: 'sm' | 'md';
  ref?: Ref<HTMLSelectElement> | undefined;
};

/**
 * A native select that looks like the shop's text fields (their recipe, with room for the arrow):
 * one tap on a phone, arrow keys on a desktop. Styled by hand: Chakra's NativeSelect brings its
 * field machinery into the first load of the pages that use one.
 */
export function NativeSelect({ size = 'md', ...props }: NativeSelectProps) {
  const fieldStyles = useRecipe({ key: 'input' })({ size });
  return (
    // A span: a label may wrap the select, and a label holds phrasing content only.
    <chakra.span position="relative" display="block">
      <chakra.select css={fieldStyles} appearance="none" pe="8" cursor="pointer" {...props} />
      <ChevronDownIcon
        position="absolute"
        right="2.5"
        top="50%"
        transform="translateY(-50%)"
        pointerEvents="none"
        boxSize="4"
      />
    </chakra.span>
  );
}
