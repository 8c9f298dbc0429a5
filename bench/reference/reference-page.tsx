import { createRoot } from "react-dom/client";

/**
 * bench:lighthouse's yardstick: the least a React page costs on this machine (React and
 * react-dom rendering a small static tree, nothing else), audited beside ours in the same run.
 */

const LINKS = [
  "Products",
  "Services",
  "Businesses",
  "Flash sales",
  "Blog",
  "About us",
  "Contact us",
  "For business",
];

function ReferencePage() {
  return (
    <>
      <header>
        <strong>Reference</strong>
      </header>
      <main>
        <h1>A bare React page</h1>
        <p>
          React and react-dom render this static tree and nothing else: no router, no state library,
          no CSS-in-JS. What it costs is what any React page costs here.
        </p>
        <ul>
          {LINKS.map((label, index) => (
            <li key={label}>
              <a href={`#link-${index + 1}`}>{label}</a>
            </li>
          ))}
        </ul>
      </main>
    </>
  );
}

const root = document.getElementById("root");
if (!root) throw new Error("reference page: no #root");
createRoot(root).render(<ReferencePage />);
