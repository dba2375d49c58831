import {
  buttonRecipe,
  containerRecipe,
  headingRecipe,
  linkRecipe,
  skeletonRecipe,
} from '@chakra-ui/react/theme';

/**
 * The Chakra component styles the shop uses. A Chakra component whose recipe is missing here
 * renders unstyled: add its recipe (or slot recipe) under the key Chakra's own theme uses.
 */
export const recipes = {
  button: buttonRecipe,
  container: containerRecipe,
  heading: headingRecipe,
  link: linkRecipe,
  skeleton: skeletonRecipe,
};

export const slotRecipes = {};
