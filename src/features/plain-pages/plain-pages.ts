// The pages made only of translated text (prose pages and sections still to come): one small
// chunk, so the home page's first download does not carry them.

// A lazy chunk: shares the first load's one chunk (src/app/first-load.ts says why).
import "../../app/first-load";

export { EmptyStatePage } from "./EmptyStatePage";
export { TextPage } from "./TextPage";
