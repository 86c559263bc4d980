# Expected values of the maps of packages/stats (PCA, CA, MFA, Ward clustering, preference
# mapping), computed with FactoMineR (Debian: r-cran-factominer) and base R. Regenerate from
# the repository root with:
#   Rscript packages/stats/test/r/maps.R && npx prettier --write packages/stats/test/fixtures/maps.json
# The data sets are made here (fixed seeds) and written into the fixture with the results.
suppressPackageStartupMessages(library(FactoMineR))
source(file.path("packages", "stats", "test", "r", "json.R"))

rows_of <- function(m) lapply(seq_len(nrow(m)), function(i) unname(as.numeric(m[i, ])))
set.seed(20261126)

pca_case <- function(table) {
  res <- PCA(table, scale.unit = TRUE, ncp = 50, graph = FALSE)
  list(table = rows_of(table), eigenvalues = unname(res$eig[, 1]), percentages = unname(res$eig[, 2]),
       rows = rows_of(res$ind$coord), columns = rows_of(res$var$coord))
}
profile <- matrix(round(runif(6 * 5, 1, 9), 2), 6, 5)
profile[, 2] <- profile[, 1] * 0.6 + round(runif(6, 0, 3), 2)
wide <- matrix(round(rnorm(4 * 7, 5, 2), 2), 4, 7)
liking <- matrix(sample(1:9, 8 * 30, replace = TRUE), 8, 30)

ca_counts <- matrix(rpois(6 * 7, 6), 6, 7)
ca_res <- CA(as.data.frame(ca_counts), ncp = 50, graph = FALSE)

mfa_profile <- cbind(matrix(round(runif(6 * 3, 0, 10), 2), 6, 3), matrix(round(runif(6 * 4, 0, 10), 2), 6, 4))
mfa_res <- MFA(as.data.frame(mfa_profile), group = c(3, 4), type = c("s", "s"), ncp = 50, graph = FALSE)
napping <- matrix(round(c(runif(6 * 8, 0, 60)), 1), 6, 8)
napping[, seq(2, 8, 2)] <- round(runif(6 * 4, 0, 40), 1)
nap_res <- MFA(as.data.frame(napping), group = rep(2, 4), type = rep("c", 4), ncp = 50, graph = FALSE)
# Ultra-flash profiling: the words said of each product (a product may have none), as a
# supplementary frequency group of the napping's MFA; written without a random draw, so the
# data sets after it stay as they were.
nap_words <- matrix(c(3, 0, 1, 2, 0, 2, 0, 1, 1, 1, 3, 0, 0, 0, 0, 0, 2, 1, 0, 1, 1, 3, 1, 1), 6, 4, byrow = TRUE)
nap_words_res <- MFA(as.data.frame(cbind(napping, nap_words)), group = c(rep(2, 4), 4), type = c(rep("c", 4), "f"),
                     num.group.sup = 5, ncp = 50, graph = FALSE)
mfa_case <- function(table, res, group, type) {
  list(table = rows_of(table), group = group, type = type, eigenvalues = unname(res$eig[, 1]),
       rows = rows_of(res$ind$coord), columns = rows_of(res$quanti.var$cor))
}

consumers <- matrix(sample(1:9, 25 * 6, replace = TRUE), 25, 6)
centred <- consumers - rowMeans(consumers)
tree <- hclust(dist(centred), method = "ward.D2")
# The product effect in the complete consumers × products table (consumers as blocks).
long <- data.frame(value = as.vector(consumers), block = factor(rep(seq_len(nrow(consumers)), ncol(consumers))),
                   product = factor(rep(seq_len(ncol(consumers)), each = nrow(consumers))))
block_anova <- anova(lm(value ~ block + product, data = long))

# External preference mapping: the rule of SensoMineR's carto (lm of each consumer's liking
# on the products' two coordinates; share of consumers predicted above their own mean), on a
# grid of 41 points per side reaching 10 % of the range beyond the outer products.
positions <- PCA(profile[, 1:5], graph = FALSE)$ind$coord[, 1:2]
pref_products <- rbind(positions, c(0.5, -1.2), c(-1.1, 0.8))
pref_liking <- matrix(sample(1:9, 8 * 20, replace = TRUE), 20, 8)
pref_liking[1, ] <- 5
grid_of <- function(v) { r <- max(v) - min(v); seq(min(v) - 0.1 * r, max(v) + 0.1 * r, length.out = 41) }
gx <- grid_of(pref_products[, 1]); gy <- grid_of(pref_products[, 2])
terms <- list(
  vector = function(x, y) cbind(x, y),
  circular = function(x, y) cbind(x, y, x^2 + y^2),
  quadratic = function(x, y) cbind(x, y, x^2, y^2, x * y)
)
surface <- function(model) {
  varying <- pref_liking[apply(pref_liking, 1, function(r) length(unique(r)) > 1), ]
  X <- terms[[model]](pref_products[, 1], pref_products[, 2])
  fits <- lapply(seq_len(nrow(varying)), function(i) lm(varying[i, ] ~ X))
  lapply(gy, function(y) vapply(gx, function(x) {
    t <- c(1, terms[[model]](x, y))
    100 * mean(vapply(seq_along(fits), function(i) sum(coef(fits[[i]]) * t) > mean(varying[i, ]), TRUE))
  }, 0))
}

write_json(file.path("packages", "stats", "test", "fixtures", "maps.json"), list(
  pca = list(profile = pca_case(profile), wide = pca_case(wide), liking = pca_case(liking)),
  ca = list(counts = rows_of(ca_counts), eigenvalues = unname(ca_res$eig[, 1]),
            rows = rows_of(ca_res$row$coord), columns = rows_of(ca_res$col$coord)),
  mfa = list(profile = mfa_case(mfa_profile, mfa_res, c(3, 4), c("s", "s")),
             napping = mfa_case(napping, nap_res, rep(2, 4), rep("c", 4))),
  mfaWords = list(counts = rows_of(nap_words), eigenvalues = unname(nap_words_res$eig[, 1]),
                  words = rows_of(nap_words_res$freq.sup$coord)),
  ward = list(consumers = rows_of(consumers), merge = rows_of(tree$merge), height = tree$height,
              order = tree$order, cutree = lapply(2:6, function(k) unname(cutree(tree, k))),
              productTest = list(F = block_anova["product", "F value"], df1 = block_anova["product", "Df"],
                                 df2 = block_anova["Residuals", "Df"], pValue = block_anova["product", "Pr(>F)"])),
  preference = list(positions = rows_of(pref_products), liking = rows_of(pref_liking), x = gx, y = gy,
                    vector = surface("vector"), circular = surface("circular"), quadratic = surface("quadratic"))
))
