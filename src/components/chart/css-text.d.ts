// A stylesheet imported `with { type: "text" }` is its text; esbuild inlines it as a string.
declare module "*.css" {
  const text: string;
  export default text;
}
