/** A message with each {name} replaced by its value; a placeholder without a value is left as written. */
export const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (slot, name: string) => values[name] ?? slot);
