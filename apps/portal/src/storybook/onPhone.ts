// A screen story at a phone's width (375 px, the viewport toolbar's "Mobile"): the story's
// viewport global sets the width in Storybook and its play test, and the tag tells the kit's
// visual comparison (packages/ui/scripts/visual-regression.mjs) to take its screenshot at 375 px.
export const phoneViewportTag = 'viewport-mobile';

export const onPhone: {
  globals: { viewport: { value: string; isRotated: boolean } };
  tags: string[];
} = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  tags: [phoneViewportTag],
};
