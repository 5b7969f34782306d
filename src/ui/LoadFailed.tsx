interface Props {
  reason: string;
}

/** Shown instead of the app when the card data could not be loaded (first visit, no network). */
export function LoadFailed({ reason }: Props) {
  return (
    <main className="start">
      <h1 className="start__title">Rush Duel Simulator</h1>
      <p className="start__error" role="alert">
        The card data could not be loaded ({reason}). Connect to the network once, then try again.
      </p>
      <button type="button" className="button button--primary button--big" onClick={() => window.location.reload()}>
        Try again
      </button>
    </main>
  );
}
