// The pages made only of translated text (sections still to come): one small chunk, so the
// home page's first download does not carry them.

export { EmptyStatePage } from "./EmptyStatePage";
