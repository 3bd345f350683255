// Imported first by the service's entry point: the libraries run their production code paths unless
// NODE_ENV says otherwise (graphql-js otherwise checks every type test against duplicate copies of
// itself, a large share of a GraphQL answer's time).
process.env.NODE_ENV ??= 'production';
