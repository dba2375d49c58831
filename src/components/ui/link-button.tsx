import { createRecipeContext, type HTMLChakraProps, type RecipeProps } from '@chakra-ui/react';

type LinkButtonProps = HTMLChakraProps<'a', RecipeProps<'button'>>;

const { withContext } = createRecipeContext({ key: 'button' });

/**
 * A link drawn as a button: the button recipe on the link itself (`asChild` with a router link).
 * Chakra's `Button asChild` would give the link a button's `type="button"`, which on an `<a>`
 * names a MIME type: invalid HTML (docs/decisions/0035-valid-html.md).
 */
export const LinkButton = withContext<HTMLAnchorElement, LinkButtonProps>('a');
