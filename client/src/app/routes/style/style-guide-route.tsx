/** /user/test: the kit's living style guide (spec: the button-style demo). */
export function StyleGuideRoute() {
  return <div className="page" />;
}
