# Expected values of the drivers of liking of packages/stats (src/maps/pls-drivers.ts), computed
# with the pls package (Debian: r-cran-pls) and base R. Regenerate from the repository root:
#   Rscript packages/stats/test/r/pls-drivers.R && npx prettier --write packages/stats/test/fixtures/pls-drivers.json
# The data sets are made here (fixed seed) and written into the fixture with the results.
#
# PLS1 of the products' mean liking on their attribute means, the attributes scaled by their
# sd (n - 1): plsr(y ~ X, ncomp = A, scale = TRUE, method = "kernelpls"), A = min(2, n - 2, p),
# attributes with the same mean for every product left out first.
# - coefficients: coef(fit, ncomp = A) are those of the standardised attributes when
#   scale = TRUE (predict() divides new data by fit$scale first); divided by fit$scale, those
#   of the attributes on their own scale.
# - vip: pls has no VIP function; Wold's formula (Wold, Sjöström & Eriksson 2001) from the
#   fitted scores T, loading weights W and liking loadings q:
#   VIP_j = sqrt(p * sum_a q_a^2 t_a't_a (w_ja / |w_a|)^2 / sum_a q_a^2 t_a't_a).
# - explainedLiking: R2(fit, estimate = "train", intercept = FALSE).
suppressPackageStartupMessages(library(pls))
source(file.path("packages", "stats", "test", "r", "json.R"))

set.seed(20261128)

drivers_case <- function(X, liking) {
  varies <- apply(X, 2, function(column) length(unique(column)) > 1)
  used <- X[, varies, drop = FALSE]
  A <- min(2, nrow(X) - 2, ncol(used))
  fit <- plsr(liking ~ used, ncomp = A, scale = TRUE, method = "kernelpls")
  coefficients <- coef(fit, ncomp = A)[, 1, 1] / fit$scale
  q <- drop(fit$Yloadings)
  ss <- q^2 * colSums(fit$scores^2)
  W <- sweep(unclass(fit$loading.weights), 2, sqrt(colSums(fit$loading.weights^2)), "/")
  vip <- sqrt(ncol(used) * drop(W^2 %*% ss) / sum(ss))
  explained <- drop(R2(fit, estimate = "train", intercept = FALSE)$val)
  list(attributes = colnames(X),
       table = lapply(seq_len(nrow(X)), function(i) unname(X[i, ])),
       liking = liking,
       expected = list(components = A,
                       coefficients = as.list(coefficients), vip = as.list(setNames(vip, colnames(used))),
                       explainedLiking = I(unname(explained)),
                       excluded = I(colnames(X)[!varies])))
}

# Products' mean scores on a 0-10 line (two decimals, as means of a panel's scores), and mean
# liking on the 9-point scale driven by sweetness and creaminess, against bitterness, plus noise.
profile_means <- function(products, attributes) {
  X <- matrix(round(runif(products * length(attributes), 1, 9), 2), products, length(attributes))
  colnames(X) <- attributes
  X
}
liking_of <- function(X) {
  round(5 + 0.5 * (X[, "sweet"] - 5) + 0.3 * (X[, "creamy"] - 5) - 0.4 * (X[, "bitter"] - 5) +
          rnorm(nrow(X), 0, 0.4), 3)
}

attributes <- c("sweet", "sour", "bitter", "creamy", "fruity", "thick")
eight <- profile_means(8, attributes)

constant <- profile_means(5, c("sweet", "bitter", "creamy", "salty"))
constant[, "salty"] <- 0.5

few <- profile_means(3, c("sweet", "bitter", "creamy"))

write_json(file.path("packages", "stats", "test", "fixtures", "pls-drivers.json"), list(
  eight = drivers_case(eight, liking_of(eight)),
  constant = drivers_case(constant, liking_of(constant)),
  few = drivers_case(few, liking_of(few))
))
