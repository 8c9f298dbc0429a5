import { createRoot } from "react-dom/client";
import { App } from "./app/App";
import { startActors } from "./app/start-actors";
import { connectLiveReload } from "./dev/live-reload";

connectLiveReload();
const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root");
createRoot(root).render(<App actors={startActors()} />);
