/** The section's addresses under /admin (admin-console §2), and the product pages an item links to. */
export const fashionPaths = {
  list: () => '/admin/fashion',
  show: (no: number) => `/admin/fashion/show/${no}`,
  character: (no: number) => `/admin/fashion/character/${no}`,
  product: (no: number) => `/admin/product/detail/${no}`,
};
