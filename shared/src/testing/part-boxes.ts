/**
 * What decides the size and look of a compound's parts (`[data-part]`): the element, its recipe
 * class, role and state attributes, and its text. Two renderings with equal boxes look the same.
 * `parts` keeps only those parts; `attributes` adds more attributes to compare.
 */
export function partBoxes(container: HTMLElement, parts?: readonly string[], attributes: readonly string[] = []) {
  return [...container.querySelectorAll<HTMLElement>('[data-part]')]
    .filter((element) => parts === undefined || parts.includes(element.dataset.part ?? ''))
    .map((element) => ({
      part: element.dataset.part,
      tag: element.tagName,
      className: element.className,
      role: element.getAttribute('role'),
      state: element.dataset.state,
      selected: element.dataset.selected,
      disabled: element.dataset.disabled,
      orientation: element.dataset.orientation,
      hidden: element.hidden,
      text: element.textContent,
      ...Object.fromEntries(attributes.map((name) => [name, element.getAttribute(name)])),
    }));
}
