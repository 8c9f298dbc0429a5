import { useMemo } from "react";
import { createBannerClickReporter } from "../../machines/banner-clicks";
import { useActors } from "./actors-context";

/** Reports a banner followed (machines/banner-clicks.ts), with the app's one SDK client. */
export function useBannerClicks(): (bannerId: string) => void {
  const { api } = useActors();
  return useMemo(() => createBannerClickReporter(api), [api]);
}
