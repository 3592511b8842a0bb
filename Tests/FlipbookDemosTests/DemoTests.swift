import Testing

/// The parent of every suite that builds an `Application`: serialized, because `View.animate`
/// and the transitions use the one `Application.current`, so only one scene may run at a time.
@Suite(.serialized) enum DemoTests {}
