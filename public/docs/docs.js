// The API reference page: Swagger UI over this service's own OpenAPI document. "Try it out" sends requests
// to this service with the key entered under "Authorize"; nothing is fetched from anywhere else (no
// validator badge).
(function () {
  'use strict';
  window.ui = SwaggerUIBundle({
    url: '/openapi.json',
    dom_id: '#reference',
    deepLinking: true,
    validatorUrl: null,
    tryItOutEnabled: false,
    persistAuthorization: false,
    displayRequestDuration: true,
    defaultModelsExpandDepth: 0,
  });
})();
