/** The section's addresses under /admin (admin-console §2). */
export const adminPaths = {
  list: () => '/admin/product',
  insert: () => '/admin/product/insert',
  update: (no: number) => `/admin/product/update/${no}`,
  detail: (no: number) => `/admin/product/detail/${no}`,
};
