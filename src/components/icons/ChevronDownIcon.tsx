import { Icon, type IconProps } from "./Icon";

/** Opens a list: a chevron pointing down (Material Icons "expand_more", Apache License 2.0). */
export function ChevronDownIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M16.59 8.59 12 13.17 7.41 8.59 6 10l6 6 6-6z" />
    </Icon>
  );
}
