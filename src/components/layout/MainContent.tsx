import { createContext, type ReactNode, useContext } from "react";

const InsideMain = createContext(false);

/** The page's one `<main>`, the skip link's target; what renders inside knows it is there. */
export function MainContent({ className, children }: { className: string; children: ReactNode }) {
  return (
    <main id="main-content" tabIndex={-1} className={className}>
      <InsideMain.Provider value={true}>{children}</InsideMain.Provider>
    </main>
  );
}

/**
 * `children` as the page's main content: inside a layout's `<main>` as they are, else (an error
 * or not-found page rendered without the layout) in a `<main>` of their own.
 */
export function AsMainContent({ children }: { children: ReactNode }) {
  return useContext(InsideMain) ? children : <MainContent className="container">{children}</MainContent>;
}
