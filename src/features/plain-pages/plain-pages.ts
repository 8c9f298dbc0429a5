// The pages made only of translated text (prose pages and sections still to come): one small
// chunk, so the home page's first download does not carry them.

export { EmptyStatePage } from "./EmptyStatePage";
export { TextPage } from "./TextPage";
