import CardSlide
import FlipbookCLI

// The whole `flipbook` command line (list, render, still, diff, info, …) for this catalogue.
CLI.main(demos: [
    Demo(name: "card-present", summary: "Card: slides in from the right and fades in over the list (0.5 s ease in-out)") {
        cardPresent(scale: $0 ?? 2)
    },
    Demo(name: "card-present-interactive-cancel",
         summary: "Card: a finger scrubs the slide to 40 % and lets go; it cancels and slides back") {
        cardPresentInteractiveCancel(scale: $0 ?? 2)
    },
])
