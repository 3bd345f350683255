// The GraphQL IDE page: GraphiQL with an API key box. The key stays in this tab (sessionStorage) and is
// sent as `Authorization: Bearer <key>` with every query, introspection included.
(function () {
  'use strict';
  var STORAGE = 'credence-api-key';
  var DEFAULT_QUERY = [
    '# Paste an API key above, then run this query with the ▶ button (or Ctrl-Enter).',
    '{',
    '  documentVerifications(filter: { limit: 5 }) {',
    '    total',
    '    items { id status decision confidence issues document_type scheduled_at }',
    '  }',
    '}',
    '',
  ].join('\n');
  var input = document.getElementById('key');
  var state = document.getElementById('key-state');
  var root = ReactDOM.createRoot(document.getElementById('graphiql'));
  input.value = sessionStorage.getItem(STORAGE) || '';

  function fetcher(params) {
    var key = input.value.trim();
    var headers = { 'content-type': 'application/json', accept: 'application/json' };
    if (key) headers.authorization = 'Bearer ' + key;
    return fetch('/graphql', { method: 'POST', headers: headers, body: JSON.stringify(params) }).then(
      function (response) {
        return response.json();
      },
    );
  }

  function render() {
    var key = input.value.trim();
    state.textContent = key ? '' : 'no key: queries answer unauthorized';
    // Re-mounted when the key changes, so the schema is fetched again with it.
    root.render(
      React.createElement(GraphiQL, {
        key: key,
        fetcher: fetcher,
        defaultQuery: DEFAULT_QUERY,
        defaultEditorToolsVisibility: false,
        shouldPersistHeaders: false,
      }),
    );
  }

  var timer = null;
  input.addEventListener('input', function () {
    sessionStorage.setItem(STORAGE, input.value.trim());
    clearTimeout(timer);
    timer = setTimeout(render, 400);
  });
  render();
})();
