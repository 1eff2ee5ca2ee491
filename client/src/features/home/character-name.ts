/**
 * Character names are stored with a two-character suffix (' 역', 'as'); the home page shows them without it
 * ('한서진 역' → '한서진'). A name too short to carry the suffix is shown as it is.
 */
export function trimRoleSuffix(name: string): string {
  return name.length > 2 ? name.slice(0, -2).trimEnd() : name;
}
